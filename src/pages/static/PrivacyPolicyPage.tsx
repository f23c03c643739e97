import StaticPage from '../../components/StaticPage';
import { site } from '../../app/site';

export default function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <p>We collect only what we need to deliver your order and to look after you afterwards.</p>
      <h2>What we collect</h2>
      <p>
        Your name, mobile number, shipping address and, if you give it, your email address. If you create an account at checkout we also
        keep a secure hash of your password, never the password itself.
      </p>
      <h2>How we use it</h2>
      <p>
        To confirm and deliver your order, to call you about it, and to handle exchanges and returns. Online payments are processed by our
        payment provider; we never see or store your card or mobile banking details.
      </p>
      <h2>What stays in your browser</h2>
      <p>Your cart is saved in your browser so it is still there when you come back. Clearing your browser data removes it.</p>
      <h2>Sharing</h2>
      <p>We share your delivery details only with the courier delivering your order. We never sell your data.</p>
      <h2>Contact</h2>
      <p>
        Questions about your data: write to <a href={`mailto:${site.email}`}>{site.email}</a> or call{' '}
        <a href={site.phoneHref}>{site.phone}</a>.
      </p>
    </StaticPage>
  );
}
