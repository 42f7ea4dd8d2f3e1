/** Where Better Auth's endpoints (and ours, under /dugout) are mounted. */
export const authBasePath = "/api/auth";
