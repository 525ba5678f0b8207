// '@lobby/shared/customer-service' (a subpath: bundled only into the apps that import it, the host
// today): the service channels of the status and the sheet that lists them, for the host's
// floating home button and its header's top menu. Its modules import the main entry by name, so
// the session and status stores stay the federation singletons.
export { CustomerServiceSheet } from './CustomerServiceSheet';
export { useCustomerService, type CustomerServiceChannels } from './use-customer-service';
