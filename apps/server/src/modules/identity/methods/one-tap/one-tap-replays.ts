import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import { usedOneTapCredentials, type Db } from "@dugout/db";

/**
 * One Tap credentials are bearer tokens that live an hour: whoever copies one (a log, a proxy, another
 * browser's devtools) could sign in with it until then. So each one signs in once: its SHA-256 is kept in
 * the database until the token expires, and the insert that claims it is atomic (a primary key), so two
 * instances answering the same credential at the same moment let one of them through.
 */
export interface OneTapReplays {
  /** True the first time a credential is presented (it is now claimed); false when it was used before. */
  claim(idToken: string, expiresAt: Date): Promise<boolean>;
}

export function createOneTapReplays(db: Db): OneTapReplays {
  return {
    async claim(idToken, expiresAt) {
      const now = new Date();
      // Expired claims go first: a token past its expiry is refused by its signature check anyway.
      await db.delete(usedOneTapCredentials).where(lt(usedOneTapCredentials.expiresAt, now));
      const claimed = await db
        .insert(usedOneTapCredentials)
        .values({ tokenDigest: createHash("sha256").update(idToken).digest("hex"), expiresAt })
        .onConflictDoNothing()
        .returning({ tokenDigest: usedOneTapCredentials.tokenDigest });
      return claimed.length > 0;
    },
  };
}
