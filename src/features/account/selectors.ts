import type { AccountState } from './accountSlice';

type WithAccount = { account: AccountState };

export const selectAccount = (state: WithAccount) => state.account;
export const selectCustomer = (state: WithAccount) => state.account.customer;
export const selectSession = (state: WithAccount) => state.account.session;
export const selectAccountOrders = (state: WithAccount) => state.account.orders;
export const selectSignIn = (state: WithAccount) => state.account.signIn;
export const selectReorder = (state: WithAccount) => state.account.reorder;
export const selectNewPassword = (state: WithAccount) => state.account.newPassword;
