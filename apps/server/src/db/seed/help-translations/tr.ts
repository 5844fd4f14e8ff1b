import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Turkish, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Hakkımızda',
    html: '<p>Yetişkinlere yönelik bir online oyun sitesi işletiyoruz: birçok oyun sağlayıcısından casino, slot, spor, piyango ve daha fazlası; para yatırma ve çekme işlemleri Nepal rupisiyle yapılır.</p><p>Amacımız adil oyun, açık kurallar ve hızlı, doğru ödemelerdir.</p>',
  },
  {
    key: 'terms',
    title: 'Şartlar ve koşullar',
    html: '<h3>Kimler oynayabilir</h3><p>En az 18 yaşında, ülkenizin yasaları daha yüksek bir yaş şart koşuyorsa o yaşta olmalısınız; ayrıca bulunduğunuz yerde kumar yasal olmalıdır.</p><h3>Hesabınız</h3><p>Kişi başına bir hesap. Şifrenizi gizli tutun; hesabınızda olan her şeyden siz sorumlusunuz.</p><h3>Para</h3><p>Para yatırma ve çekme işlemleri hesap kaydınıza işlenir. Para çekmeden önce kimliğinizi doğrulamanızı isteyebiliriz.</p><h3>Adil oyun</h3><p>Kötüye kullanım, gizli anlaşma ya da avantaj elde etmek için yazılım kullanımı hesabın kapatılmasına yol açar ve kazançlara el konulabilir.</p>',
  },
  {
    key: 'privacy',
    title: 'Gizlilik politikası',
    html: '<p>Bize verdiğiniz kişisel verileri (adınız, telefon numaranız ve e-posta adresiniz gibi) yalnızca hesabınızı yönetmek, ödemeleri işlemek ve yasal yükümlülüklerimizi yerine getirmek için saklarız.</p><p>Şifreler yalnızca güvenli hash değerleri olarak saklanır. Verilerinizi asla satmayız.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Sorumlu oyun',
    html: '<p>Oyun bir eğlence olmalıdır, para kazanma yolu değil. Oynamadan önce bir bütçe ve bir süre sınırı belirleyin ve kayıplarınızı telafi etmeye asla çalışmayın.</p><p>Oyun eğlenceli olmaktan çıkarsa hesabınızı sınırlamak ya da kapatmak için müşteri hizmetleriyle iletişime geçin.</p>',
  },
  {
    key: 'faq',
    title: 'Sıkça sorulan sorular',
    html: '<details><summary>Nasıl kaydolurum?</summary><p>Kaydol düğmesine basın, formu doldurun ve şartları kabul edin.</p></details><details><summary>Nasıl para yatırırım?</summary><p>Üye merkezinde Para yatırma bölümünü açın ve bir ödeme yöntemi seçin.</p></details><details><summary>Para çekme ne kadar sürer?</summary><p>Para çekme talepleri finans ekibimiz tarafından incelenir; durumları kayıtlarınızda gösterilir.</p></details>',
  },
  {
    key: 'contact',
    title: 'Bize ulaşın',
    html: '<p>Destek ekibimize ulaşmak için herhangi bir sayfadaki müşteri hizmetleri düğmesini kullanın.</p>',
  },
];
