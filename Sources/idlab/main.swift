import IdentityLabCLI
print("idlab 0.1.0")
