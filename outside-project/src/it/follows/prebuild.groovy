// Makes this project's pom the README's Maven set-up (scripts/readme-pom.groovy).
// 'basedir', 'readme', 'projectVersion', 'scripts', 'localRepositoryPath' and 'mainRepository'
// come from the invoker.

// The POMs that invoker:install leaves out (scripts/pom-closure.groovy).
int poms = new GroovyShell(new Binding(localRepositoryPath: localRepositoryPath, mainRepository: mainRepository))
    .evaluate(new File(scripts, 'pom-closure.groovy')) as int
println "Copied ${poms} imported or parent POMs from the main build's local repository, ${mainRepository}"

Binding readmeStep = new Binding(basedir: basedir, readme: readme, projectVersion: projectVersion, scripts: scripts)
new GroovyShell(readmeStep).evaluate(new File(scripts, 'readme-pom.groovy'))
return true
