import { SCREENS } from '@backoffice/shared';
import { Typography } from 'antd';
import { Link, generatePath } from 'react-router';

/** An order's buyer: the name (linked to its CRM customer when the user may open it), the code. */
export function BuyerCell({
  name,
  code,
  crmCustomerId,
}: {
  name: string;
  code: string;
  crmCustomerId: number | null;
}) {
  return (
    <>
      {crmCustomerId === null ? (
        name
      ) : (
        <Link to={generatePath(SCREENS.crmCustomerDetail.path, { id: String(crmCustomerId) })}>
          {name}
        </Link>
      )}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {code}
      </Typography.Text>
    </>
  );
}
