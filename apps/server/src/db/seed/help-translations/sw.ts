import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Swahili, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Kuhusu sisi',
    html: '<p>Tunaendesha tovuti ya michezo ya kubahatisha mtandaoni kwa watu wazima: kasino, sloti, kubeti michezo, bahati nasibu na mengineyo kutoka kwa watoa huduma kadhaa wa michezo, huku kuweka na kutoa pesa kukifanyika kwa rupia za Nepal.</p><p>Lengo letu ni mchezo wa haki, sheria zilizo wazi na malipo ya haraka na sahihi.</p>',
  },
  {
    key: 'terms',
    title: 'Sheria na masharti',
    html: '<h3>Nani anaweza kucheza</h3><p>Lazima uwe na umri wa angalau miaka 18, au zaidi pale sheria ya nchi yako inapotaka hivyo, na kamari lazima iwe halali mahali ulipo.</p><h3>Akaunti yako</h3><p>Akaunti moja kwa kila mtu. Weka nenosiri lako siri; unawajibika kwa kila kinachotokea katika akaunti yako.</p><h3>Pesa</h3><p>Kuweka na kutoa pesa kunarekodiwa katika kumbukumbu za akaunti yako. Tunaweza kukuomba uthibitishe utambulisho wako kabla ya kutoa pesa.</p><h3>Mchezo wa haki</h3><p>Matumizi mabaya, kula njama au kutumia programu ili kujipatia faida husababisha akaunti kufungwa na kunaweza kukufanya upoteze pesa ulizoshinda.</p>',
  },
  {
    key: 'privacy',
    title: 'Sera ya faragha',
    html: '<p>Tunahifadhi data binafsi unazotupa (kama jina lako, namba ya simu na barua pepe) kwa ajili ya kuendesha akaunti yako, kushughulikia malipo na kutimiza wajibu wetu wa kisheria pekee.</p><p>Manenosiri yanahifadhiwa kama hashi salama pekee. Hatuuzi data yako kamwe.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Uchezaji wa kuwajibika',
    html: '<p>Michezo inapaswa kuwa burudani, si njia ya kupata pesa. Weka bajeti na kikomo cha muda kabla ya kucheza, na usijaribu kamwe kufidia hasara.</p><p>Michezo ikiacha kuwa ya kufurahisha, wasiliana na huduma kwa wateja ili kuwekea akaunti yako kikomo au kuifunga.</p>',
  },
  {
    key: 'faq',
    title: 'Maswali yanayoulizwa mara kwa mara',
    html: '<details><summary>Ninajisajili vipi?</summary><p>Bonyeza “Jisajili”, jaza fomu na ukubali masharti.</p></details><details><summary>Ninawekaje pesa?</summary><p>Fungua “Weka pesa” katika kituo cha mwanachama na uchague njia ya malipo.</p></details><details><summary>Kutoa pesa huchukua muda gani?</summary><p>Maombi ya kutoa pesa hukaguliwa na timu yetu ya fedha; hali yake huonyeshwa katika kumbukumbu zako.</p></details>',
  },
  {
    key: 'contact',
    title: 'Wasiliana nasi',
    html: '<p>Tumia kitufe cha huduma kwa wateja kilicho kwenye ukurasa wowote ili kuwasiliana na timu yetu ya usaidizi.</p>',
  },
];
