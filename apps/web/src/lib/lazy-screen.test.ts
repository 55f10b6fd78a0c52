import { describe, expect, it } from 'vitest';
import { isChunkLoadError, loadWithTimeout, loadsSettled } from './lazy-screen';

describe('loading a screen', () => {
  it('gives the screen, or a ChunkLoadError when the load fails or stalls', async () => {
    await expect(loadWithTimeout(() => Promise.resolve('screen'))).resolves.toBe('screen');
    const failed = loadWithTimeout(() => Promise.reject(new Error('offline')));
    await expect(failed).rejects.toSatisfy(isChunkLoadError);
    const stalled = loadWithTimeout(() => new Promise<never>(() => undefined), 10);
    await expect(stalled).rejects.toSatisfy(isChunkLoadError);
  });

  it('tells when every load under way has settled, a failed one included', async () => {
    let finish: (value: string) => void = () => undefined;
    const order: string[] = [];
    const slow = loadWithTimeout(() => new Promise<string>((resolve) => (finish = resolve)));
    const failed = loadWithTimeout(() => Promise.reject(new Error('offline')));
    failed.catch(() => order.push('failed'));
    const settled = loadsSettled().then(() => order.push('settled'));
    // A turn of the event loop: the failed load has settled, the slow one not.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['failed']);
    finish('screen');
    await expect(slow).resolves.toBe('screen');
    await settled;
    expect(order).toEqual(['failed', 'settled']);
  });
});
