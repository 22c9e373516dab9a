import type { Localized } from '../locales';

export const TERMS_OF_USE: Localized<{ title: string; body: string }> = {
  ja: {
    title: '利用規約',
    body: `この利用規約（以下「本規約」）は、日本の電子部品商社グループの上海現地法人（以下「当社」）が運営するウェブサイト（以下「本サイト」）の利用条件を定めるものです。

## 第1条（適用）

本規約は、本サイトを利用するすべての方（以下「利用者」）に適用されます。会員登録を行った方（以下「会員」）は、本規約とプライバシーポリシーに同意したものとみなします。

## 第2条（運営者の変更）

2024年10月10日をもって、本サイトの運営と個人情報の取扱いは当社が行います。既存の会員は、本規約とプライバシーポリシーに個別に同意し、パスワードを再設定することで、引き続き会員サービスを利用できます。

## 第3条（会員登録）

1. 会員登録は無料です。登録を希望する方は、当社所定の方法で会社名、ユーザー名、メールアドレス、パスワードを登録します。
2. 当社は、登録内容に虚偽がある場合、その他当社が不適切と判断した場合、登録を承認しないことがあります。
3. パスワードは8文字以上とし、英大文字・英小文字・数字・記号をそれぞれ1文字以上含めるものとします。

## 第4条（会員サービス）

会員は、会員限定ニュース、ブランド詳細、企業詳細、代替品検索を無料で利用できます。代替品検索の結果は参考情報であり、採用にあたっては会員自身が仕様と品質を確認するものとします。

## 第5条（禁止事項）

- 法令または公序良俗に反する行為
- 本サイトのコンテンツを当社の許可なく複製、転載、販売する行為
- 自動化された手段で大量のデータを取得する行為
- 他人になりすます行為、アカウントを第三者に貸与する行為
- 本サイトの運営を妨げる行為

## 第6条（利用停止）

1. 会員が本規約に違反した場合、当社は事前に通知したうえで、会員資格を一時停止または取り消すことがあります。
2. 会員は、利用停止の通知を受けた日から3日以内に限り、当社に異議を申し立てることができます。
3. 当社は、申立ての内容を確認し、その結果を会員に通知します。

## 第7条（退会）

会員は、お問い合わせ窓口に連絡することで退会できます。当社は本人確認のうえ、15営業日以内に退会手続を完了し、個人情報をプライバシーポリシーに従って削除します。

## 第8条（お問い合わせへの対応）

当社は、お問い合わせに原則として2〜3営業日以内に回答します。

## 第9条（免責）

当社は、本サイトに掲載する情報の正確性に努めますが、その完全性や有用性を保証するものではありません。本サイトの利用により生じた損害について、当社の故意または重過失による場合を除き、責任を負いません。

## 第10条（本規約の変更）

当社は、必要に応じて本規約を変更できます。変更後の規約は本サイトに掲載した時点から効力を生じ、重要な変更はお知らせでご案内します。

## 第11条（準拠法と管轄）

本規約は中華人民共和国法に準拠し、本規約に関する紛争は当社所在地を管轄する人民法院を第一審の専属的合意管轄裁判所とします。`,
  },
  zh: {
    title: '用户协议',
    body: `本用户协议（以下简称"本协议"）规定了日本电子元器件贸易集团的上海子公司（以下简称"本公司"）所运营网站（以下简称"本网站"）的使用条件。

## 第一条 适用范围

本协议适用于使用本网站的所有用户。完成会员注册的用户（以下简称"会员"）视为已同意本协议和隐私政策。

## 第二条 运营方变更

自2024年10月10日起，本网站的运营及个人信息处理由本公司负责。现有会员在另行同意本协议和隐私政策并重新设置密码后，可继续使用会员服务。

## 第三条 会员注册

1. 会员注册免费。申请注册者须按照本公司规定的方式登记公司名称、用户名、电子邮箱和密码。
2. 如注册信息存在虚假内容，或本公司认为不适当的，本公司可不予批准。
3. 密码须不少于8个字符，且至少包含大写字母、小写字母、数字和特殊字符各一个。

## 第四条 会员服务

会员可免费使用会员专享新闻、品牌详情、企业详情和替代料搜索。替代料搜索结果仅供参考，会员在选用前应自行确认规格和质量。

## 第五条 禁止行为

- 违反法律法规或公序良俗的行为
- 未经本公司许可复制、转载或销售本网站内容的行为
- 使用自动化手段大量获取数据的行为
- 冒充他人或将账户出借给第三方的行为
- 妨碍本网站运营的行为

## 第六条 暂停使用

1. 会员违反本协议的，本公司可在事先通知后暂停或取消其会员资格。
2. 会员可在收到暂停通知之日起3日内向本公司提出异议。
3. 本公司将核实异议内容，并将结果通知会员。

## 第七条 注销

会员可通过联系咨询窗口申请注销。本公司将在核实身份后15个工作日内完成注销手续，并按照隐私政策删除个人信息。

## 第八条 咨询答复

本公司原则上在2至3个工作日内答复咨询。

## 第九条 免责声明

本公司努力确保本网站所载信息的准确性，但不保证其完整性或有用性。除因本公司故意或重大过失造成的情形外，本公司对因使用本网站而产生的损失不承担责任。

## 第十条 协议变更

本公司可根据需要变更本协议。变更后的协议自在本网站公布之时起生效，重大变更将通过公告进行通知。

## 第十一条 适用法律与管辖

本协议适用中华人民共和国法律。因本协议产生的争议，由本公司所在地有管辖权的人民法院作为第一审管辖法院。`,
  },
  en: {
    title: 'Terms of Use',
    body: `These terms of use (the "Terms") set out the conditions for using the website (the "Site") operated by the Shanghai subsidiary of a Japanese electronics trading group ("we", "us").

## Article 1. Scope

The Terms apply to everyone who uses the Site. Anyone who registers as a member (a "Member") is deemed to have agreed to the Terms and to the privacy policy.

## Article 2. Change of operator

As of 10 October 2024, we operate the Site and handle its personal information. Existing Members keep using member services after agreeing separately to the Terms and the privacy policy and setting a new password.

## Article 3. Registration

1. Membership is free of charge. Applicants register a company name, user name, email address and password in the way we specify.
2. We may refuse a registration that contains false information or that we otherwise consider inappropriate.
3. Passwords have at least 8 characters, with at least one upper-case letter, one lower-case letter, one digit and one special character.

## Article 4. Member services

Members may use members-only news, brand details, enterprise details and the substitute search free of charge. Substitute search results are for reference: Members check specifications and quality themselves before adopting a part.

## Article 5. Prohibited conduct

- Anything that breaks the law or public order
- Copying, republishing or selling Site content without our permission
- Collecting data in bulk by automated means
- Impersonating others or lending an account to a third party
- Interfering with the operation of the Site

## Article 6. Suspension

1. If a Member breaches the Terms, we may suspend or cancel the membership after giving notice.
2. The Member may object within 3 days of the suspension notice.
3. We review the objection and inform the Member of the outcome.

## Article 7. Cancellation

Members cancel their membership by contacting our support desk. After verifying identity we complete the cancellation within 15 business days and delete personal information as described in the privacy policy.

## Article 8. Enquiries

We normally answer enquiries within 2 to 3 business days.

## Article 9. Disclaimer

We strive to keep the information on the Site accurate but do not guarantee that it is complete or fit for a purpose. Except in cases of intent or gross negligence on our part, we are not liable for damage arising from use of the Site.

## Article 10. Changes to the Terms

We may change the Terms when needed. Changed Terms take effect when published on the Site; important changes are announced in the notices.

## Article 11. Governing law and jurisdiction

The Terms are governed by the laws of the People's Republic of China. The people's court with jurisdiction over our registered address is the court of first instance for disputes arising from the Terms.`,
  },
};
