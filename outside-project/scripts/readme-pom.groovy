// Puts the xml of the README's "Add it to a Maven build" section into this project's pom, in
// place of the README marker, so that the outside build tests exactly what the README shows.
// Shared by the outside projects' prebuild scripts; 'basedir' (the cloned project under target/it),
// 'readme', 'projectVersion' and 'scripts' are bound by the caller.

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

List<String> xml = new GroovyShell(new Binding(lines: lines.subList(start + 1, end), indent: '  '))
    .evaluate(new File(scripts, 'xml-blocks.groovy')) as List<String>
if (xml.isEmpty()) {
    throw new IllegalStateException("The README section '${heading}' has no ```xml block.")
}

// The snippet shows the release users will get, in one property that every singletable version
// uses; the outside build's command line sets that property to the checkout's version (the invoker's
// <properties> in outside-project/pom.xml), so a version written out would not be the one tested.
String snippet = xml.join('\n')
def defined = snippet =~ /<singletable\.version>([^<]+)<\/singletable\.version>/
if (!defined.find()) {
    throw new IllegalStateException("The README section '${heading}' defines no <singletable.version> property.")
}
String shown = defined.group(1)
if (shown.endsWith('-SNAPSHOT')) {
    throw new IllegalStateException("The README section '${heading}' shows ${shown}; it shows a release"
        + " (the one on Maven Central), and says to use the checkout's version until then.")
}
def coordinates = snippet =~ /(?s)<groupId>dev\.singletable<\/groupId>\s*<artifactId>([^<]+)<\/artifactId>\s*(?:<!--.*?-->\s*)*(?:<version>([^<]*)<\/version>)?/
List<String> written = []
while (coordinates.find()) {
    if (coordinates.group(2) != null && coordinates.group(2) != '${singletable.version}') {
        written << "${coordinates.group(1)} ${coordinates.group(2)}"
    }
}
if (!written.isEmpty()) {
    throw new IllegalStateException("In the README section '${heading}', give these the version"
        + ' ${singletable.version}: ' + written.join(', '))
}

File pom = new File(basedir, 'pom.xml')
String skeleton = pom.getText('UTF-8')
if (!skeleton.contains(marker)) {
    throw new IllegalStateException("${pom} lacks the marker ${marker}.")
}
pom.setText(skeleton.replace(marker, xml.join('\n').trim()), 'UTF-8')
println "pom.xml now holds the README's ${xml.size()} lines of xml; its singletable ${shown} is built as ${projectVersion}"
return true
