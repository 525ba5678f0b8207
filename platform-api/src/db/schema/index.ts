export * from './brand.js';
export * from './accounts.js';
export * from './wallets.js';
export * from './catalogue.js';
export * from './content.js';
export * from './sms.js';
