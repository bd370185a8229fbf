import { walletMetadata, WalletScreen } from "~/features/wallet/components/wallet-screen";

export function generateMetadata() {
  return walletMetadata();
}

/** `/wallet`: the signed-in customer's wallet (404 when the wallet is off in the config). */
export default async function WalletPage({ searchParams }: PageProps<"/wallet">) {
  return <WalletScreen searchParams={await searchParams} />;
}
