import type { UsageQuery } from './contract';

// The licence service's records, inferred from the call schemas (./contract.ts); all shapes assumed.
export type { LicenceUsage, UsageQuery } from './contract';

/** Days 'YYYY-MM-DD' both inclusive ('' for open ends); keyword: a name or department (search). */
export type UsageFilter = Omit<UsageQuery, 'page' | 'size'>;
