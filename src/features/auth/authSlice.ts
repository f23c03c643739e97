import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthState {
  token: string | null;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: { token: null } as AuthState,
  reducers: {
    tokenReceived(state, { payload }: PayloadAction<string>) {
      state.token = payload;
    },
    signedOut(state) {
      state.token = null;
    },
  },
});

export const authActions = authSlice.actions;
export default authSlice.reducer;

export const isAuthState = (value: unknown): value is AuthState =>
  !!value && typeof value === 'object' && (typeof (value as AuthState).token === 'string' || (value as AuthState).token === null);
