// Makes this project's pom the README's Maven set-up plus the dependency block of
// docs/guide/spring-boot.md, so that the outside build tests what a Spring Boot user is told to write.
// First the README's xml (scripts/readme-pom.groovy); then the guide's block, put at the start of
// the README's <dependencies>. 'basedir', 'readme', 'springBootGuide', 'projectVersion' and
// 'scripts' come from the invoker.

// The POMs that invoker:install leaves out (scripts/pom-closure.groovy).
int poms = new GroovyShell(new Binding(localRepositoryPath: localRepositoryPath, mainRepository: mainRepository))
    .evaluate(new File(scripts, 'pom-closure.groovy')) as int
println "Copied ${poms} imported or parent POMs from the main build's local repository, ${mainRepository}"

Binding readmeStep = new Binding(basedir: basedir, readme: readme, projectVersion: projectVersion, scripts: scripts)
new GroovyShell(readmeStep).evaluate(new File(scripts, 'readme-pom.groovy'))

List<String> lines = new File(springBootGuide).readLines('UTF-8')
int end = lines.findIndexOf { it.startsWith('## ') }
List<String> xml = new GroovyShell(new Binding(lines: lines.subList(0, end < 0 ? lines.size() : end), indent: '    '))
    .evaluate(new File(scripts, 'xml-blocks.groovy')) as List<String>
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
// What Spring Initializr adds to every Boot project; the guide's test section relies on it.
String initializr = '''\
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-test</artifactId>
      <scope>test</scope>
    </dependency>'''
pom.setText(withReadme.substring(0, after) + '\n' + snippet + '\n' + initializr + withReadme.substring(after), 'UTF-8')
println "pom.xml now also holds the ${xml.size()} lines of xml of docs/guide/spring-boot.md"
return true
