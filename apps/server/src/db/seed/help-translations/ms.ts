import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Malay, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Tentang kami',
    html: '<p>Kami mengendalikan laman permainan dalam talian untuk orang dewasa: kasino, slot, sukan, loteri dan banyak lagi daripada beberapa penyedia permainan, dengan deposit dan pengeluaran dalam rupee Nepal.</p><p>Matlamat kami ialah permainan yang adil, peraturan yang jelas serta pembayaran yang pantas dan tepat.</p>',
  },
  {
    key: 'terms',
    title: 'Terma dan syarat',
    html: '<h3>Siapa yang boleh bermain</h3><p>Anda mesti berumur sekurang-kurangnya 18 tahun, atau lebih jika dikehendaki oleh undang-undang negara anda, dan perjudian mestilah sah di tempat anda berada.</p><h3>Akaun anda</h3><p>Satu akaun bagi setiap orang. Rahsiakan kata laluan anda; anda bertanggungjawab atas apa-apa yang berlaku dalam akaun anda.</p><h3>Wang</h3><p>Deposit dan pengeluaran direkodkan dalam rekod akaun anda. Kami mungkin meminta anda mengesahkan identiti anda sebelum pengeluaran.</p><h3>Permainan adil</h3><p>Penyalahgunaan, pakatan sulit atau penggunaan perisian untuk mendapatkan kelebihan akan menyebabkan akaun ditamatkan dan kemenangan boleh dilucutkan.</p>',
  },
  {
    key: 'privacy',
    title: 'Dasar privasi',
    html: '<p>Kami menyimpan data peribadi yang anda berikan (seperti nama, nombor telefon dan e-mel anda) hanya untuk mengendalikan akaun anda, memproses pembayaran dan memenuhi kewajipan undang-undang kami.</p><p>Kata laluan disimpan hanya sebagai cincangan yang selamat. Kami tidak sekali-kali menjual data anda.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Permainan bertanggungjawab',
    html: '<p>Permainan sepatutnya menjadi hiburan, bukan cara untuk mencari wang. Tetapkan bajet dan had masa sebelum bermain, dan jangan sekali-kali cuba mengejar kekalahan.</p><p>Jika permainan tidak lagi menyeronokkan, hubungi khidmat pelanggan untuk mengehadkan atau menutup akaun anda.</p>',
  },
  {
    key: 'faq',
    title: 'Soalan lazim',
    html: '<details><summary>Bagaimana untuk mendaftar?</summary><p>Tekan Daftar, isi borang dan terima terma.</p></details><details><summary>Bagaimana untuk membuat deposit?</summary><p>Buka Deposit di pusat ahli dan pilih saluran pembayaran.</p></details><details><summary>Berapa lama pengeluaran mengambil masa?</summary><p>Pengeluaran disemak oleh pasukan kewangan kami; statusnya dipaparkan dalam rekod anda.</p></details>',
  },
  {
    key: 'contact',
    title: 'Hubungi kami',
    html: '<p>Gunakan butang khidmat pelanggan di mana-mana halaman untuk menghubungi pasukan sokongan kami.</p>',
  },
];
