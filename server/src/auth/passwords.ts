// Password hashing: argon2id (hash-wasm, so no native build) with OWASP's baseline cost
// (19 MiB, 2 passes), stored as the self-describing encoded string so the cost can rise later.
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

const COST = { parallelism: 1, iterations: 2, memorySize: 19456, hashLength: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2id({ password, salt: randomBytes(16), ...COST, outputType: 'encoded' });
}

export function verifyPassword(password: string, encodedHash: string): Promise<boolean> {
  return argon2Verify({ password, hash: encodedHash });
}

let decoyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification when no account matches, so response timing does not tell
 * an attacker which emails have an account.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
