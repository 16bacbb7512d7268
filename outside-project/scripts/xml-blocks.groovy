// Shared by the outside projects' prebuild scripts (through the 'scripts' folder the invoker names):
// the lines of every ```xml block of a Markdown excerpt, each indented by 'indent'.
// 'lines' (the excerpt's lines) and 'indent' are bound by the caller.

List<String> xml = []
boolean inXml = false
for (String line : lines) {
    if (inXml && line.trim() == '```') {
        inXml = false
    } else if (inXml) {
        xml << indent + line
    } else if (line.trim() == '```xml') {
        inXml = true
    }
}
return xml
