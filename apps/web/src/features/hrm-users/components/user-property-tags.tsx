import {
  LaptopOutlined,
  PhoneOutlined,
  SwapOutlined,
  TeamOutlined,
  CustomerServiceOutlined,
  MobileOutlined,
} from '@ant-design/icons';
import {
  MEMBER_SUBTYPE_LABELS,
  MemberSubtype,
  USER_PROPERTY_KINDS,
  type UserProperty,
  UserPropertyCode,
} from '@backoffice/shared';
import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';

const ORDER: string[] = [
  UserPropertyCode.PHONE_NUMBER,
  UserPropertyCode.VOIP24H,
  UserPropertyCode.PHONE,
  UserPropertyCode.COMPUTER,
  UserPropertyCode.MEMBER,
];

function isKnownCode(code: string): code is UserPropertyCode {
  return code in USER_PROPERTY_KINDS;
}

/** What a tag says: the value, and for team rows which kind of member (team or handover) it is. */
export function propertyText(property: UserProperty): string {
  if (property.code === UserPropertyCode.MEMBER) {
    const subtype =
      property.subtype === MemberSubtype.JUDAS ? MemberSubtype.JUDAS : MemberSubtype.DISCIPLE;
    return `${MEMBER_SUBTYPE_LABELS[subtype]}: ${property.refFullName ?? property.value}`;
  }
  if (property.code === UserPropertyCode.VOIP24H) return `VoIP ${property.value}`;
  return property.value;
}

function iconOf(property: UserProperty): ReactNode {
  switch (property.code) {
    case UserPropertyCode.PHONE_NUMBER:
      return <MobileOutlined />;
    case UserPropertyCode.VOIP24H:
      return <CustomerServiceOutlined />;
    case UserPropertyCode.PHONE:
      return <PhoneOutlined />;
    case UserPropertyCode.COMPUTER:
      return <LaptopOutlined />;
    case UserPropertyCode.MEMBER:
      return property.subtype === MemberSubtype.JUDAS ? <SwapOutlined /> : <TeamOutlined />;
    default:
      return null;
  }
}

/**
 * A user's properties as tags in the spec's colours: VOIP24H yellow, PHONE and PHONE_NUMBER green,
 * COMPUTER and MEMBER gold; team members and handover users told apart by label and icon.
 */
export function UserPropertyTags({ properties }: { properties: readonly UserProperty[] }) {
  if (properties.length === 0) return <>—</>;
  const sorted = [...properties].sort(
    (a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code) || a.id - b.id,
  );
  return (
    <Flex wrap="wrap" gap={4} style={{ maxWidth: 360, minWidth: 160 }}>
      {sorted.map((property) => {
        const kind = isKnownCode(property.code) ? USER_PROPERTY_KINDS[property.code] : undefined;
        return (
          <Tag
            key={property.id}
            color={kind?.color}
            icon={iconOf(property)}
            title={kind?.label}
            data-code={property.code}
            data-subtype={property.subtype ?? undefined}
            style={{ marginInlineEnd: 0 }}
          >
            {propertyText(property)}
          </Tag>
        );
      })}
    </Flex>
  );
}
