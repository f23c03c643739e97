import { createSlice } from '@reduxjs/toolkit';
import * as v from 'valibot';

export interface AuthState {
  token: string | null;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: { token: null } as AuthState,
  // No screen signs in yet: the token only comes back from browser storage (spec §3), and is sent when present.
  reducers: {},
});

export default authSlice.reducer;

const StoredAuth = v.object({ token: v.nullable(v.string()) });

/** The token read back from browser storage; undefined when the value is not one. */
export function readStoredAuth(value: unknown): AuthState | undefined {
  const stored = v.safeParse(StoredAuth, value);
  return stored.success ? stored.output : undefined;
}
