// Puts the xml of the README's "Add it to a Maven build" section into this project's pom, in
// place of the README marker, so that the outside build tests exactly what the README shows.
// Runs in the cloned copy under target/it; 'basedir' and 'readme' come from the invoker.

String heading = '## Add it to a Maven build'
String marker = '<!-- README: Add it to a Maven build -->'

List<String> lines = new File(readme).readLines('UTF-8')
int start = lines.indexOf(heading)
if (start < 0) {
    throw new IllegalStateException("${readme} has no line '${heading}'; update prebuild.groovy if the section moved.")
}
int end = start + 1
while (end < lines.size() && !lines[end].startsWith('## ')) {
    end++
}

List<String> xml = []
boolean inXml = false
for (String line : lines.subList(start + 1, end)) {
    if (inXml && line.trim() == '```') {
        inXml = false
    } else if (inXml) {
        xml << '  ' + line
    } else if (line.trim() == '```xml') {
        inXml = true
    }
}
if (xml.isEmpty()) {
    throw new IllegalStateException("The README section '${heading}' has no ```xml block.")
}

File pom = new File(basedir, 'pom.xml')
String skeleton = pom.getText('UTF-8')
if (!skeleton.contains(marker)) {
    throw new IllegalStateException("${pom} lacks the marker ${marker}.")
}
pom.setText(skeleton.replace(marker, xml.join('\n').trim()), 'UTF-8')
println "pom.xml now holds the README's ${xml.size()} lines of xml"
return true
