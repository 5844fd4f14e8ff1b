import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Indonesian, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Tentang kami',
    html: '<p>Kami mengelola situs game online untuk orang dewasa: kasino, slot, olahraga, lotre, dan banyak lagi dari berbagai penyedia game, dengan deposit dan penarikan dalam rupee Nepal.</p><p>Tujuan kami adalah permainan yang adil, aturan yang jelas, serta pembayaran yang cepat dan akurat.</p>',
  },
  {
    key: 'terms',
    title: 'Syarat dan ketentuan',
    html: '<h3>Siapa yang boleh bermain</h3><p>Anda harus berusia minimal 18 tahun, atau lebih jika diwajibkan oleh hukum di negara Anda, dan perjudian harus legal di tempat Anda berada.</p><h3>Akun Anda</h3><p>Satu akun per orang. Jaga kerahasiaan kata sandi Anda; Anda bertanggung jawab atas semua yang terjadi di akun Anda.</p><h3>Uang</h3><p>Deposit dan penarikan dicatat dalam riwayat akun Anda. Kami dapat meminta Anda memverifikasi identitas sebelum penarikan.</p><h3>Permainan yang adil</h3><p>Penyalahgunaan, kolusi, atau penggunaan perangkat lunak untuk memperoleh keuntungan akan mengakibatkan penutupan akun dan kemenangan dapat hangus.</p>',
  },
  {
    key: 'privacy',
    title: 'Kebijakan privasi',
    html: '<p>Kami menyimpan data pribadi yang Anda berikan (seperti nama, nomor telepon, dan e-mail) hanya untuk mengelola akun Anda, memproses pembayaran, dan memenuhi kewajiban hukum kami.</p><p>Kata sandi hanya disimpan dalam bentuk hash yang aman. Kami tidak pernah menjual data Anda.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Bermain secara bertanggung jawab',
    html: '<p>Bermain game seharusnya menjadi hiburan, bukan cara untuk menghasilkan uang. Tetapkan anggaran dan batas waktu sebelum bermain, dan jangan pernah mengejar kekalahan.</p><p>Jika bermain tidak lagi menyenangkan, hubungi layanan pelanggan untuk membatasi atau menutup akun Anda.</p>',
  },
  {
    key: 'faq',
    title: 'Pertanyaan yang sering diajukan',
    html: '<details><summary>Bagaimana cara mendaftar?</summary><p>Tekan Daftar, isi formulir, dan setujui syarat dan ketentuan.</p></details><details><summary>Bagaimana cara melakukan deposit?</summary><p>Buka Deposit di pusat anggota dan pilih saluran pembayaran.</p></details><details><summary>Berapa lama proses penarikan?</summary><p>Penarikan ditinjau oleh tim keuangan kami; statusnya ditampilkan di riwayat Anda.</p></details>',
  },
  {
    key: 'contact',
    title: 'Hubungi kami',
    html: '<p>Gunakan tombol layanan pelanggan di halaman mana pun untuk menghubungi tim dukungan kami.</p>',
  },
];
