import type { HelpEntry } from './help-entry.js';

/**
 * Help-centre text of the demo brand, EN and NE (the other languages: help-translations/). Operators
 * replace it in the back office; it says only what the platform does, no invented offers or figures.
 */
export const demoHelpContent: Record<'EN' | 'NE', HelpEntry[]> = {
  EN: [
    {
      key: 'about',
      title: 'About us',
      html: '<p>We run an online gaming site for adults: casino, slots, sports, lottery and more from several game providers, with deposits and withdrawals in Nepal rupees.</p><p>Our aim is fair play, clear rules and fast, accurate payments.</p>',
    },
    {
      key: 'terms',
      title: 'Terms and conditions',
      html: '<h3>Who may play</h3><p>You must be at least 18 years old, or older where the law of your country requires it, and gambling must be legal where you are.</p><h3>Your account</h3><p>One account per person. Keep your password secret; you are responsible for what happens in your account.</p><h3>Money</h3><p>Deposits and withdrawals are recorded in your account record. We may ask you to verify your identity before a withdrawal.</p><h3>Fair play</h3><p>Abuse, collusion or use of software to gain an advantage ends the account and may forfeit winnings.</p>',
    },
    {
      key: 'privacy',
      title: 'Privacy policy',
      html: '<p>We keep the personal data you give us (such as your name, phone number and e-mail) only to run your account, process payments and meet our legal duties.</p><p>Passwords are stored only as secure hashes. We never sell your data.</p>',
    },
    {
      key: 'responsibleGaming',
      title: 'Responsible gaming',
      html: '<p>Gaming should be entertainment, not a way to make money. Set a budget and a time limit before you play, and never chase losses.</p><p>If gaming stops being fun, contact customer service to limit or close your account.</p>',
    },
    {
      key: 'faq',
      title: 'Frequently asked questions',
      html: '<details><summary>How do I register?</summary><p>Press Register, fill in the form and accept the terms.</p></details><details><summary>How do I deposit?</summary><p>Open Deposit in the member centre and choose a payment channel.</p></details><details><summary>How long do withdrawals take?</summary><p>Withdrawals are reviewed by our finance team; the status is shown in your records.</p></details>',
    },
    {
      key: 'contact',
      title: 'Contact us',
      html: '<p>Use the customer-service button on any page to reach our support team.</p>',
    },
  ],
  NE: [
    {
      key: 'about',
      title: 'हाम्रो बारेमा',
      html: '<p>हामी वयस्कहरूका लागि अनलाइन गेमिङ साइट सञ्चालन गर्छौं: क्यासिनो, स्लट, खेलकुद, लटरी र अन्य धेरै खेल प्रदायकका खेलहरू, नेपाली रुपैयाँमा जम्मा र निकासीसहित।</p><p>हाम्रो लक्ष्य निष्पक्ष खेल, स्पष्ट नियम र छिटो, सही भुक्तानी हो।</p>',
    },
    {
      key: 'terms',
      title: 'नियम र सर्तहरू',
      html: '<h3>को खेल्न सक्छ</h3><p>तपाईं कम्तीमा १८ वर्षको हुनुपर्छ, वा तपाईंको देशको कानुनले माग गरेअनुसार बढी, र तपाईं रहेको ठाउँमा जुवा कानुनी हुनुपर्छ।</p><h3>तपाईंको खाता</h3><p>एक व्यक्तिको एउटा मात्र खाता। आफ्नो पासवर्ड गोप्य राख्नुहोस्; तपाईंको खातामा हुने कामको जिम्मेवारी तपाईंकै हो।</p><h3>पैसा</h3><p>जम्मा र निकासी तपाईंको खाता विवरणमा अभिलेख हुन्छन्। निकासीअघि हामी तपाईंको पहिचान प्रमाणित गर्न सोध्न सक्छौं।</p><h3>निष्पक्ष खेल</h3><p>दुरुपयोग, मिलेमतो वा फाइदाका लागि सफ्टवेयरको प्रयोग गरेमा खाता बन्द हुन्छ र जितेको रकम जफत हुन सक्छ।</p>',
    },
    {
      key: 'privacy',
      title: 'गोपनीयता नीति',
      html: '<p>तपाईंले दिनुभएको व्यक्तिगत विवरण (जस्तै नाम, फोन नम्बर र इमेल) हामी तपाईंको खाता चलाउन, भुक्तानी प्रक्रिया गर्न र कानुनी दायित्व पूरा गर्न मात्र राख्छौं।</p><p>पासवर्डहरू सुरक्षित ह्यासका रूपमा मात्र भण्डारण हुन्छन्। हामी तपाईंको विवरण कहिल्यै बेच्दैनौं।</p>',
    },
    {
      key: 'responsibleGaming',
      title: 'जिम्मेवार गेमिङ',
      html: '<p>गेमिङ मनोरञ्जन हो, पैसा कमाउने उपाय होइन। खेल्नुअघि बजेट र समय सीमा तोक्नुहोस्, र हारेको रकम फिर्ता ल्याउन कहिल्यै नखेल्नुहोस्।</p><p>गेमिङ रमाइलो नलागे आफ्नो खाता सीमित वा बन्द गर्न ग्राहक सेवामा सम्पर्क गर्नुहोस्।</p>',
    },
    {
      key: 'faq',
      title: 'बारम्बार सोधिने प्रश्नहरू',
      html: '<details><summary>कसरी दर्ता गर्ने?</summary><p>दर्ता थिच्नुहोस्, फारम भर्नुहोस् र सर्तहरू स्वीकार गर्नुहोस्।</p></details><details><summary>कसरी रकम जम्मा गर्ने?</summary><p>सदस्य केन्द्रमा जम्मा खोल्नुहोस् र भुक्तानी च्यानल छान्नुहोस्।</p></details><details><summary>निकासीमा कति समय लाग्छ?</summary><p>निकासी हाम्रो वित्त टोलीले जाँच गर्छ; त्यसको स्थिति तपाईंको अभिलेखमा देखिन्छ।</p></details>',
    },
    {
      key: 'contact',
      title: 'सम्पर्क गर्नुहोस्',
      html: '<p>हाम्रो सहायता टोलीसम्म पुग्न जुनसुकै पृष्ठको ग्राहक सेवा बटन प्रयोग गर्नुहोस्।</p>',
    },
  ],
};
