// Request shapes of the commerce API (spec §7).

export type MatchType = 'EXACT' | 'REGEX' | 'COLLECTION_CONTAINS_EXACT';
export type SortType = 'ASCENDING' | 'DESCENDING';

export interface TextParam {
  field: string;
  value: string;
  matchType: MatchType;
}

export interface NestedParam extends TextParam {
  isRelational?: boolean;
}

export interface SortParam {
  field: string;
  type: SortType;
}

export interface PageRequest {
  page: number;
  size: number;
  fetchCount?: boolean;
  textParams?: TextParam[];
  sortParams?: SortParam[];
}

export interface OutletStockSearchRequest extends Partial<PageRequest> {
  page: number;
  size: number;
  query?: string;
  status?: string;
  filters?: { field: string; values: string[] }[];
  ranges?: { field: string; min: number; max: number }[];
  sortField?: string;
  sortType?: SortType;
  nonZeroStockOnly?: boolean;
  featured?: 'true';
}

export interface ItemSearchRequest extends PageRequest {
  query?: string;
  nestedParams?: NestedParam[];
}

export interface LocationSearchRequest extends PageRequest {
  filters?: { field: string; values: string[] }[];
}
