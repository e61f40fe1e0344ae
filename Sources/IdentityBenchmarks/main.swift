print("idlab")
