import UIKit

final class SignInViewController: UIViewController {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var signInButton: UIButton!
    @IBOutlet private weak var signUpButton: UIButton!
    @IBOutlet private weak var guestButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.delegate = self
        passwordField.delegate = self
    }

    @IBAction private func signInTapped(_ sender: UIButton) {
        guard let email = emailField.text, !email.isEmpty,
              let password = passwordField.text, password.count >= 8 else {
            UIAccessibility.post(notification: .announcement, argument: NSLocalizedString("signin.invalid", value: "Enter your email and a password of at least 8 characters.", comment: "Announced when the sign-in form is incomplete"))
            return
        }
        dismissOrPop()
    }

    @IBAction private func signUpTapped(_ sender: UIButton) {
        // Sign-up is not part of this example.
    }

    @IBAction private func continueAsGuestTapped(_ sender: UIButton) {
        dismissOrPop()
    }

    private func dismissOrPop() {
        navigationController?.popViewController(animated: true)
    }
}

extension SignInViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            signInTapped(signInButton)
        }
        return true
    }
}
