import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's recommended cost; one place for better-auth and Cairn's own checks. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 });
}

/** True when the password matches the stored hash; false for any malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
