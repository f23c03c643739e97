import { createSlice } from '@reduxjs/toolkit';

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

export const isAuthState = (value: unknown): value is AuthState =>
  !!value && typeof value === 'object' && (typeof (value as AuthState).token === 'string' || (value as AuthState).token === null);
