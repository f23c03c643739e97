/** The branch page's own parameters (spec §2), which filter changes keep. */
export const BRANCH_PARAMS = ['locationId', 'name', 'type', 'branchId'] as const;

/** The branch page URL for an outlet's stock location. */
export function branchPath(location: { locationId: string; name: string; branchId?: string }): string {
  const params = new URLSearchParams({ locationId: location.locationId, name: location.name, type: 'outlet' });
  if (location.branchId) params.set('branchId', location.branchId);
  return `/branch?${params}`;
}

/** A filtered branch URL: the outlet's own parameters, then the filters'. */
export function withBranchParams(current: URLSearchParams, filterParams: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of BRANCH_PARAMS) {
    const value = current.get(key);
    if (value !== null) next.set(key, value);
  }
  for (const [key, value] of filterParams) next.append(key, value);
  return next;
}
