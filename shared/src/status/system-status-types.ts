// The system status is the platform's GET /wps/system/status answer (contract/system.ts); the
// host and every remote read it from the shared store, so shared re-exports its types.
export type {
  CustomerService,
  DownloadLink,
  MobileTemplate,
  SystemInfo,
  SystemStatus,
  WhitelabelKey,
} from '@lobby/platform-api/contract';

/** 0 normal, 1 maintenance (also when region-restricted too), 2 region restricted only. */
export type StatusCode = 0 | 1 | 2;
