import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('secrets of the sync settings at rest', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and never seals the same secret to the same text twice', () => {
    const a = box.seal('kv-client-secret-123');
    const b = box.seal('kv-client-secret-123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('kv-client-secret');
    expect(box.open(a)).toBe('kv-client-secret-123');
    expect(box.open(b)).toBe('kv-client-secret-123');
  });

  it('cannot open a secret sealed under another server secret, nor an altered one', () => {
    const sealed = box.seal('misa-access-code');
    expect(new SecretBox(randomBytes(32)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(
      box.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.')),
    ).toBeNull();
    expect(box.open('not-a-sealed-secret')).toBeNull();
  });
});
