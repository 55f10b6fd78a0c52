import { Tag } from 'antd';

/** Rx or OTC, as pharmacists tell them apart. */
export function PrescriptionTag({ prescription }: { prescription: boolean }) {
  return prescription ? <Tag color="red">Rx</Tag> : <Tag color="blue">OTC</Tag>;
}
