import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Vietnamese, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Về chúng tôi',
    html: '<p>Chúng tôi vận hành một trang trò chơi trực tuyến dành cho người trưởng thành: casino, nổ hũ, thể thao, xổ số và nhiều trò chơi khác từ nhiều nhà cung cấp, với nạp và rút tiền bằng rupee Nepal.</p><p>Mục tiêu của chúng tôi là chơi công bằng, luật chơi rõ ràng và thanh toán nhanh chóng, chính xác.</p>',
  },
  {
    key: 'terms',
    title: 'Điều khoản và điều kiện',
    html: '<h3>Ai được phép chơi</h3><p>Bạn phải từ đủ 18 tuổi trở lên, hoặc lớn hơn nếu luật pháp nước bạn yêu cầu, và cờ bạc phải hợp pháp tại nơi bạn đang ở.</p><h3>Tài khoản của bạn</h3><p>Mỗi người chỉ được có một tài khoản. Hãy giữ bí mật mật khẩu của bạn; bạn chịu trách nhiệm về mọi việc diễn ra trong tài khoản của mình.</p><h3>Tiền</h3><p>Các khoản nạp và rút tiền được ghi lại trong lịch sử tài khoản của bạn. Chúng tôi có thể yêu cầu bạn xác minh danh tính trước khi rút tiền.</p><h3>Chơi công bằng</h3><p>Hành vi lạm dụng, thông đồng hoặc sử dụng phần mềm để giành lợi thế sẽ khiến tài khoản bị chấm dứt và tiền thắng có thể bị tịch thu.</p>',
  },
  {
    key: 'privacy',
    title: 'Chính sách bảo mật',
    html: '<p>Chúng tôi chỉ lưu giữ dữ liệu cá nhân bạn cung cấp (như họ tên, số điện thoại và e-mail) để vận hành tài khoản của bạn, xử lý thanh toán và thực hiện nghĩa vụ pháp lý của chúng tôi.</p><p>Mật khẩu chỉ được lưu dưới dạng mã băm an toàn. Chúng tôi không bao giờ bán dữ liệu của bạn.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Chơi có trách nhiệm',
    html: '<p>Chơi game nên là một hình thức giải trí, không phải cách để kiếm tiền. Hãy đặt ngân sách và giới hạn thời gian trước khi chơi, và đừng bao giờ cố gỡ lại số tiền đã thua.</p><p>Nếu việc chơi không còn vui nữa, hãy liên hệ chăm sóc khách hàng để giới hạn hoặc đóng tài khoản của bạn.</p>',
  },
  {
    key: 'faq',
    title: 'Câu hỏi thường gặp',
    html: '<details><summary>Làm thế nào để đăng ký?</summary><p>Nhấn Đăng ký, điền vào biểu mẫu và chấp nhận các điều khoản.</p></details><details><summary>Làm thế nào để nạp tiền?</summary><p>Mở mục Nạp tiền trong trung tâm thành viên và chọn một kênh thanh toán.</p></details><details><summary>Rút tiền mất bao lâu?</summary><p>Các lệnh rút tiền được đội ngũ tài chính của chúng tôi xét duyệt; trạng thái được hiển thị trong lịch sử của bạn.</p></details>',
  },
  {
    key: 'contact',
    title: 'Liên hệ với chúng tôi',
    html: '<p>Hãy dùng nút chăm sóc khách hàng trên bất kỳ trang nào để liên hệ với đội ngũ hỗ trợ của chúng tôi.</p>',
  },
];
