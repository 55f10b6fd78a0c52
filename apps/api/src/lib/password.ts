import argon2 from 'argon2';

// OWASP's argon2id floor: 19 MiB of memory, 2 passes, one lane.
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

export function passwordNeedsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, HASH_OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/** Spends the time of one verification, so that an unknown username answers as slowly as a known one. */
export async function verifyAgainstDecoy(plain: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  await verifyPassword(await decoyHash, plain);
}
