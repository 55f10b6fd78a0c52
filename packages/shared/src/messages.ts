// Every user-facing text of the specification (section 8), and the Vietnamese texts of the server's
// errors, in one place. The spec's own English texts stay as the spec gives them.

export const MESSAGES = {
  defaultError: 'Something went wrong. Please try again later.',
  loginFailedTitle: 'Login Failed',
  loginFailedFallback: 'Please check your credentials and try again.',
  changePasswordFailedTitle: 'Error',
  changePasswordFailedFallback: 'Failed to change password.',
  passwordChanged: 'Password changed successfully.',
  defaultSuccess: 'Request was successful.',
  chunkLoadError: 'ChunkLoadError',

  invalidPhone: 'Số điện thoại không hợp lệ!',
  /** After a password change the server signs every session out. */
  passwordChangedSignInAgain: 'Đổi mật khẩu thành công. Vui lòng đăng nhập lại.',
  invalidValue: 'Giá trị không hợp lệ.',
  /** A plain request to the realtime channel's address. */
  liveSocketOnly: 'Địa chỉ này chỉ nhận kết nối WebSocket.',
  unsafeText: 'Không được chứa ký tự NUL hoặc ký tự Unicode không hợp lệ.',
  itemUpdated: 'Cập nhật item thành công',
  commentSent: 'Đã gửi bình luận',
  taskSaved: 'Đã lưu công việc',
  taskDeleted: 'Đã xóa công việc',
  customerCreated: 'Đã tạo khách hàng',
  customerUpdated: 'Đã cập nhật khách hàng',
  customerDeleted: 'Đã xóa khách hàng',
  customerApproved: 'Đã duyệt khách hàng',
  customerDug: 'Đã nhận khách hàng về mình',
  customerStatusSaved: 'Đã lưu trạng thái khách hàng',
  categorySaved: 'Đã lưu phân loại',
  categoryDeleted: 'Đã xóa phân loại',
  leaveRequestCreated: 'Đã tạo đơn xin nghỉ phép',
  leaveRequestApproved: 'Đã duyệt đơn nghỉ phép',
  leaveRequestRejected: 'Đã từ chối đơn nghỉ phép',
  leaveRequestCancelled: 'Đã hủy đơn nghỉ phép',
  userCreated: 'Đã tạo người dùng',
  userSaved: 'Đã lưu người dùng',
} as const;

/** Codes of the server's error answers `{ code, message, details? }`. */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_REVOKED: 'TOKEN_REVOKED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_PERMITTED: 'NOT_PERMITTED',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  ACCOUNT_INACTIVE: 'ACCOUNT_INACTIVE',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  BAD_REQUEST: 'BAD_REQUEST',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Dữ liệu gửi lên không hợp lệ.',
  INVALID_JSON: 'Nội dung gửi lên không phải JSON hợp lệ.',
  UNSUPPORTED_MEDIA_TYPE: 'Định dạng nội dung gửi lên không được hỗ trợ.',
  PAYLOAD_TOO_LARGE: 'Nội dung gửi lên quá lớn.',
  UNAUTHORIZED: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
  TOKEN_REVOKED: 'Phiên đăng nhập đã bị thu hồi. Vui lòng đăng nhập lại.',
  FORBIDDEN: 'Bạn không có quyền truy cập chức năng này.',
  NOT_PERMITTED: 'Bạn không có quyền thực hiện thao tác này trên dữ liệu này.',
  PASSWORD_CHANGE_REQUIRED: 'Bạn cần đổi mật khẩu trước khi tiếp tục.',
  ACCOUNT_INACTIVE: 'Tài khoản chưa được kích hoạt. Vui lòng đổi mật khẩu để kích hoạt.',
  ACCOUNT_DISABLED:
    'Tài khoản đã bị vô hiệu hóa. Vui lòng liên hệ quản trị viên để được kích hoạt lại.',
  INVALID_CREDENTIALS: 'Tên đăng nhập hoặc mật khẩu không đúng.',
  WRONG_PASSWORD: 'Tên đăng nhập hoặc mật khẩu hiện tại không đúng.',
  TOO_MANY_ATTEMPTS: 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau.',
  NOT_FOUND: 'Không tìm thấy dữ liệu yêu cầu.',
  METHOD_NOT_ALLOWED: 'Phương thức không được hỗ trợ.',
  CONFLICT: 'Dữ liệu đã bị thay đổi bởi người khác. Vui lòng tải lại và thử lại.',
  BAD_REQUEST: 'Yêu cầu không hợp lệ.',
  INTERNAL_ERROR: 'Hệ thống gặp sự cố. Vui lòng thử lại sau.',
};

/** "Thử lại sau N phút" for a throttled sign-in. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Bạn đã nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`;
}
