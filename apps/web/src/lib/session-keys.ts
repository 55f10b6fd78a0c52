// Where the browser keeps the signed-in session: the token's cookie and the session store's entry in
// localStorage (the end-to-end journeys reuse a session through them).
export const AUTH_COOKIE = 'auth_token';
export const SESSION_STORAGE_KEY = 'backoffice-session';
