import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Tahitian (Reo Tahiti), translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Nō mātou',
    html: '<p>E faʻatere mātou i te hōʻē vāhi haʻuti nā te natirara nō te feiā paʻari: casino, mātini moni, tūʻaro, Loto e te vai atu ā, nō ʻō mai i te mau fare haʻuti e rave rahi, ma te tuʻuraʻa e te ʻiritiraʻa moni i te rupī nō Nepal.</p><p>Tā mātou fā, ʻo te haʻuti tiʻa ïa, te mau ture māramarama e te mau ʻaufauraʻa vitiviti e te tano maitaʻi.</p>',
  },
  {
    key: 'terms',
    title: 'Te mau ture e te mau faʻaauraʻa',
    html: '<h3>ʻO vai tē nehenehe e haʻuti</h3><p>E tiʻa ia 18 matahiti tō ʻoe te iti roa, ʻaore rā hau atu mai te peu e titau te ture o tō ʻoe fenua i te reira, e e tiʻa i te pere moni ia fāriʻihia e te ture i te vāhi ʻo ʻoe e vai ra.</p><h3>Tō ʻoe compte</h3><p>Hōʻē anaʻe compte nō te taʻata tātaʻitahi. A tāpeʻa huna i tō ʻoe parau huna; nā ʻoe te hopoiʻa i te mau mea atoʻa e tupu i roto i tō ʻoe compte.</p><h3>Te moni</h3><p>E tāpaʻohia te mau tuʻuraʻa e te mau ʻiritiraʻa moni i roto i tō ʻoe tāpaʻoraʻa compte. E nehenehe tā mātou e ani iā ʻoe ia haʻapāpū i tō ʻoe iʻoa hou te hōʻē ʻiritiraʻa moni.</p><h3>Haʻuti tiʻa</h3><p>Te faʻaʻohiparaʻa hape, te faʻaauraʻa huna ʻaore rā te faʻaʻohiparaʻa i te mau porōtarama nō te imi i te hōʻē maitaʻi hau, e ʻōpani ïa i te compte e e nehenehe e haru i te mau moni i upootiahia.</p>',
  },
  {
    key: 'privacy',
    title: 'Ture pāruru i te mau haʻamāramaramaraʻa',
    html: '<p>E tāpeʻa mātou i te mau haʻamāramaramaraʻa nō ʻoe iho tā ʻoe e hōroʻa mai (mai tō ʻoe iʻoa, tō ʻoe nūmera niuniu e tō ʻoe rata uira) nō te faʻatere noa i tō ʻoe compte, nō te rave i te mau ʻaufauraʻa e nō te faʻatura i tā mātou mau hopoiʻa i mua i te ture.</p><p>E vaiihia te mau parau huna ei mau hash pāruruhia anaʻe. ʻAita roa mātou e hoʻo i tō ʻoe mau haʻamāramaramaraʻa.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Haʻuti ma te haʻapaʻo maitaʻi',
    html: '<p>E tiʻa i te haʻuti ia riro ei ʻarearearaʻa, ʻeiaha ei ravea nō te imi i te moni. A haʻamau i te hōʻē faito moni e te hōʻē ʻōtiʻa taime hou ʻoe a haʻuti ai, e ʻeiaha roa e horo nō te faʻahoʻi mai i te moni i pau.</p><p>Mai te peu ʻaita faʻahou te haʻuti e mea ʻarearea, a paraparau i te tāviniraʻa mero nō te faʻaōtiʻa ʻaore rā nō te ʻōpani i tō ʻoe compte.</p>',
  },
  {
    key: 'faq',
    title: 'Te mau uiraʻa pinepine',
    html: '<details><summary>Mea nāhea vau e tāpaʻo ai i tōʻu iʻoa?</summary><p>A pēpē i niʻa i «Tāpaʻo i te iʻoa», a faʻaī i te parau e a fāriʻi i te mau ture.</p></details><details><summary>Mea nāhea vau e tuʻu ai i te moni?</summary><p>A ʻiriti i «Tuʻu moni» i roto i te pū mero e a māʻiti i te hōʻē ravea ʻaufauraʻa.</p></details><details><summary>Ehia te maoro o te ʻiritiraʻa moni?</summary><p>E hiʻopoʻahia te mau ʻiritiraʻa moni e tā mātou pupu faufaʻa; e itehia tō rātou tupuraʻa i roto i tā ʻoe mau tāpaʻoraʻa.</p></details>',
  },
  {
    key: 'contact',
    title: 'A paraparau mai iā mātou',
    html: '<p>A faʻaʻohipa i te pitopito tāviniraʻa mero i niʻa i te mau ʻapi atoʻa nō te naeʻa i tā mātou pupu tauturu.</p>',
  },
];
