import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('gives the screen its single top-level heading, then the content', () => {
    render(
      <PageFrame title="Doanh thu theo nhà bán" subtitle="Nhà bán có mức ưu tiên từ 10 trở xuống">
        <p>Nội dung</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Doanh thu theo nhà bán');
    expect(screen.getByText('Nhà bán có mức ưu tiên từ 10 trở xuống')).toBeInTheDocument();
    expect(screen.getByText('Nội dung')).toBeInTheDocument();
  });

  it('shows the breadcrumb, the actions and the filters bar when given', () => {
    render(
      <PageFrame
        title="Chi tiết nhà bán"
        breadcrumb={[{ title: 'Thương mại điện tử' }, { title: 'Nhà bán' }]}
        extra={<Button>Làm mới</Button>}
        filters={<span>Bộ lọc ngày</span>}
      >
        <p>Nội dung</p>
      </PageFrame>,
    );
    expect(screen.getByText('Thương mại điện tử')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Làm mới' })).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Bộ lọc' });
    expect(within(filters).getByText('Bộ lọc ngày')).toBeInTheDocument();
  });

  it('leaves out the filters bar when there are no filters', () => {
    render(<PageFrame title="Tồn kho">nội dung</PageFrame>);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
