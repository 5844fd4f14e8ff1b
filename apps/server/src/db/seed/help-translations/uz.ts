import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Uzbek (Latin script), translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Biz haqimizda',
    html: '<p>Biz kattalar uchun onlayn oʻyin saytini yuritamiz: bir nechta oʻyin provayderlaridan kazino, slotlar, sport, lotereya va boshqalar, hisobni toʻldirish va pul yechish esa Nepal rupiyasida amalga oshiriladi.</p><p>Maqsadimiz — halol oʻyin, aniq qoidalar hamda tez va toʻgʻri toʻlovlar.</p>',
  },
  {
    key: 'terms',
    title: 'Shartlar va qoidalar',
    html: '<h3>Kim oʻynashi mumkin</h3><p>Siz kamida 18 yoshda, mamlakatingiz qonuni talab qilsa esa undan ham katta boʻlishingiz kerak; shuningdek, siz turgan joyda qimor oʻyinlari qonuniy boʻlishi lozim.</p><h3>Akkauntingiz</h3><p>Bir kishiga bitta akkaunt. Parolingizni sir saqlang; akkauntingizda sodir boʻladigan hamma narsa uchun siz javobgarsiz.</p><h3>Pul</h3><p>Hisobni toʻldirish va pul yechish amallari hisob tarixingizda qayd etiladi. Pul yechishdan oldin shaxsingizni tasdiqlashingizni soʻrashimiz mumkin.</p><h3>Halol oʻyin</h3><p>Suiisteʼmol, til biriktirish yoki ustunlikka erishish uchun dasturlardan foydalanish akkauntning yopilishiga olib keladi va yutuqlardan mahrum boʻlishingizga sabab boʻlishi mumkin.</p>',
  },
  {
    key: 'privacy',
    title: 'Maxfiylik siyosati',
    html: '<p>Bizga bergan shaxsiy maʼlumotlaringizni (masalan, ismingiz, telefon raqamingiz va elektron pochtangiz) faqat akkauntingizni yuritish, toʻlovlarni amalga oshirish va qonuniy majburiyatlarimizni bajarish uchun saqlaymiz.</p><p>Parollar faqat xavfsiz xesh koʻrinishida saqlanadi. Biz maʼlumotlaringizni hech qachon sotmaymiz.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Masʼuliyatli oʻyin',
    html: '<p>Oʻyin pul topish vositasi emas, koʻngilochar boʻlishi kerak. Oʻynashdan oldin byudjet va vaqt chegarasini belgilang hamda yoʻqotganingizni qaytarishga hech qachon urinmang.</p><p>Agar oʻyin zavq bermay qoʻysa, akkauntingizni cheklash yoki yopish uchun qoʻllab-quvvatlash xizmatiga murojaat qiling.</p>',
  },
  {
    key: 'faq',
    title: 'Koʻp beriladigan savollar',
    html: '<details><summary>Qanday roʻyxatdan oʻtaman?</summary><p>«Roʻyxatdan oʻtish» tugmasini bosing, shaklni toʻldiring va shartlarni qabul qiling.</p></details><details><summary>Hisobni qanday toʻldiraman?</summary><p>Shaxsiy kabinetda «Toʻldirish» boʻlimini oching va toʻlov usulini tanlang.</p></details><details><summary>Pul yechish qancha vaqt oladi?</summary><p>Pul yechish soʻrovlarini moliya jamoamiz koʻrib chiqadi; ularning holati tarixingizda koʻrsatiladi.</p></details>',
  },
  {
    key: 'contact',
    title: 'Biz bilan bogʻlanish',
    html: '<p>Qoʻllab-quvvatlash jamoamizga murojaat qilish uchun istalgan sahifadagi qoʻllab-quvvatlash xizmati tugmasidan foydalaning.</p>',
  },
];
