// Makes this project's pom the README's Maven set-up plus the dependency block of
// docs/guide/spring-boot.md, so that the outside build tests what a Spring Boot user is told to write.
// First the README's xml, by follows/prebuild.groovy (cloned beside this project) with this project's
// basedir; then the guide's block, put at the start of the README's <dependencies>.
// 'basedir', 'readme' and 'springBootGuide' come from the invoker.

Binding readmeStep = new Binding(basedir: basedir, readme: readme, projectVersion: projectVersion)
new GroovyShell(readmeStep).evaluate(new File(basedir, '../follows/prebuild.groovy'))

List<String> lines = new File(springBootGuide).readLines('UTF-8')
int end = lines.findIndexOf { it.startsWith('## ') }
List<String> xml = new GroovyShell(new Binding(lines: lines.subList(0, end < 0 ? lines.size() : end), indent: '    '))
    .evaluate(new File(basedir, '../follows/xml-blocks.groovy')) as List<String>
if (xml.isEmpty()) {
    throw new IllegalStateException("${springBootGuide} has no ```xml block before its first section.")
}
String snippet = xml.join('\n')
if (!snippet.contains('<artifactId>singletable-spring-boot-starter</artifactId>')
        || !snippet.contains('<version>${singletable.version}</version>')) {
    throw new IllegalStateException("The xml of ${springBootGuide} should name singletable-spring-boot-starter"
        + ' with the version ${singletable.version}:\n' + snippet)
}

File pom = new File(basedir, 'pom.xml')
String withReadme = pom.getText('UTF-8')
def dependencies = withReadme =~ /(?m)^  <dependencies>$/
if (!dependencies.find()) {
    throw new IllegalStateException("The README's xml in ${pom} has no <dependencies> of the project.")
}
int after = dependencies.end()
pom.setText(withReadme.substring(0, after) + '\n' + snippet + withReadme.substring(after), 'UTF-8')
println "pom.xml now also holds the ${xml.size()} lines of xml of docs/guide/spring-boot.md"
return true
