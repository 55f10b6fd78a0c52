import { Department } from '@backoffice/shared';
import { screenAccess } from '../../plugins/access';

const { ADMIN } = Department;

/** The CRM customer screens' rule; the rows each caller sees are the service's business. */
export const CRM_ACCESS = screenAccess(['crmCustomer', 'crmCustomerDetail']);

/** The pool rules and their job: of the CRM screens, the ADMIN department (and GOD, who passes). */
export const POOL_ADMIN_ACCESS = screenAccess(['crmCustomer'], { only: [ADMIN] });
