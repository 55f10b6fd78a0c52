export function App() {
  return (
    <main style={{ width: '90%', margin: '48px auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Back office</h1>
      <p>
        Hệ thống quản trị nội bộ đang được xây dựng. Tài liệu API: <a href="/docs">/docs</a>
      </p>
    </main>
  );
}
