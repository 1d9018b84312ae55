import { Link } from "@remix-run/react";
import { LOGIN_PATH } from "~/lib/paths";

/** The way back from the sign-in steps (the code, the forgotten password) to the login form. */
export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={LOGIN_PATH} className="text-brand-700 underline">
        Voltar ao login
      </Link>
    </p>
  );
}
