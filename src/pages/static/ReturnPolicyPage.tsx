import StaticPage from '../../components/StaticPage';
import { policy } from './policyFacts';

export default function ReturnPolicyPage() {
  return (
    <StaticPage title="Return Policy">
      <p>We want every shirt to fit and every print to be perfect. If something is not right, we will make it right.</p>
      <h2>Exchanges</h2>
      <p>
        You can exchange a product for another size or design within {policy.exchangeDays} days of receiving it. The product must be unworn,
        unwashed and have its tags attached. Bring it to any of our outlets or call us to arrange a pickup.
      </p>
      <h2>Returns</h2>
      <p>
        Returns are accepted within {policy.returnDays} days of delivery when a product arrives damaged, misprinted or not as ordered. Tell
        us within that window with your invoice number and a photo of the problem, and we will collect it.
      </p>
      <h2>Warranty replacement</h2>
      <p>
        If a print cracks, peels or a seam fails in normal use, we replace the product within {policy.warrantyDays} days of delivery at no
        cost to you.
      </p>
      <h2>Refunds</h2>
      <p>
        We do not give cash refunds; a return or warranty claim is settled with a replacement or an exchange, as our Terms &amp; Conditions
        say.
      </p>
    </StaticPage>
  );
}
