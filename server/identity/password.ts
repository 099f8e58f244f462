/**
 * Password hashing with argon2id (OWASP Password Storage Cheat Sheet: m=19 MiB, t=2, p=1).
 */
import { hash, verify } from '@node-rs/argon2';

const params = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Returns a PHC-format argon2id hash of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

// Verified against when the username is unknown, so both paths take the same time.
const dummyHash = hashPassword('Dummy@Password1');

/** True when `password` matches `passwordHash`; with no hash, spends the same time and returns false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    if (!passwordHash) {
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
