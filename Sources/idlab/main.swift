import IdentityLabCLI
import ViewScript
print(parsedStatementCount("struct A: View { var body: some View { Text(\"hi\") } }"))
