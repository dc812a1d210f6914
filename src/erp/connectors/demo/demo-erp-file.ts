/** File name of the demo ERP database inside the data directory. */
export const DEMO_ERP_FILE = 'demo-erp.sqlite';
