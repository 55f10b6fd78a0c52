import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Drawer, Form, Input, Select, Table, Tabs, Tag } from 'antd';
import { describe, expect, it } from 'vitest';
import { bothDeclarationsOf } from './fast-styles';

const cssText = (declaration: ArrayLike<string> & { getPropertyValue(p: string): string }) =>
  Array.from(declaration)
    .map((property) => `${property}: ${declaration.getPropertyValue(property)}`)
    .sort()
    .join('; ');

function Screen() {
  return (
    <>
      <style>{`
        .plain > span:not(.skip), #named, p + p, [data-x="1"] i, :is(.a, .b) em { color: red }
        .escaped\\:thing, .x:where(.y) { display: none }
      `}</style>
      <div className="plain a">
        <span>one</span>
        <span className="skip">two</span>
        <em>three</em>
      </div>
      <p>first</p>
      <p id="named">second</p>
      <div data-x="1">
        <i className="escaped:thing">four</i>
      </div>
      <Tabs
        items={[
          { key: '1', label: 'Một', children: <Tag color="green">xanh</Tag> },
          { key: '2', label: 'Hai', children: <Button danger>Xoá</Button> },
        ]}
      />
      <Form>
        <Form.Item label="Tên" name="name" rules={[{ required: true, message: 'Nhập tên' }]}>
          <Input />
        </Form.Item>
        <Select
          aria-label="Chọn"
          open
          options={[
            { value: 1, label: 'Một' },
            { value: 2, label: 'Hai', disabled: true },
          ]}
        />
      </Form>
      <Table
        rowKey="id"
        columns={[
          { title: 'Mã', dataIndex: 'id' },
          { title: 'Tên', dataIndex: 'name', fixed: 'right' },
        ]}
        dataSource={[
          { id: 1, name: 'An' },
          { id: 2, name: 'Bình' },
        ]}
        scroll={{ x: 800 }}
      />
      <Drawer open title="Ngăn kéo">
        <Button type="primary">Lưu</Button>
      </Drawer>
    </>
  );
}

describe('the quicker style lookup of the component tests', () => {
  // jsdom's own lookup, run for every element to compare, is the slow one this replaces.
  it('gives every element the same declaration as jsdom itself', { timeout: 120_000 }, async () => {
    render(<Screen />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Hai' }));
    const elements = Array.from(document.body.querySelectorAll('*'));
    expect(elements.length).toBeGreaterThan(100);
    // jsdom's lookup is the slow part: each element's pair is computed once, for both checks.
    const compared = elements.map((element) => {
      const [jsdom, fast] = bothDeclarationsOf(element).map(cssText);
      return { element, jsdom, fast };
    });
    const differences = compared.flatMap(({ element, jsdom, fast }) =>
      jsdom === fast ? [] : [{ element: element.outerHTML.slice(0, 120), jsdom, fast }],
    );
    expect(differences).toEqual([]);
    // The check compares something: antd's rules reach the elements.
    const styled = compared.filter(({ fast }) => fast !== '');
    expect(styled.length).toBeGreaterThan(50);
  });
});
