import { branchPath, withBranchParams } from './branchUrl';

describe('branch URL', () => {
  it('names the outlet, its type and branch', () => {
    expect(branchPath({ locationId: 'loc-1', name: 'Jamuna Future Park', branchId: 'br-1' })).toBe(
      '/branch?locationId=loc-1&name=Jamuna+Future+Park&type=outlet&branchId=br-1',
    );
    expect(branchPath({ locationId: 'loc-1', name: 'X' })).toBe('/branch?locationId=loc-1&name=X&type=outlet');
  });

  it('keeps the outlet parameters and replaces the filters', () => {
    const current = new URLSearchParams('locationId=l&name=N&type=outlet&branchId=b&band=old&page=3');
    expect(withBranchParams(current, new URLSearchParams('band=new&size=m')).toString()).toBe(
      'locationId=l&name=N&type=outlet&branchId=b&band=new&size=m',
    );
  });
});
