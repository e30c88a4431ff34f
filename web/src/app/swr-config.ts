import type { SWRConfiguration } from 'swr';
import { swrFetcher, type ApiKey } from '../api/client';

/** SPEC §9 data refetch timings. */
export const swrConfig: SWRConfiguration = {
  fetcher: (key: ApiKey) => swrFetcher(key),
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
  errorRetryCount: 3,
  revalidateOnFocus: true,
};
