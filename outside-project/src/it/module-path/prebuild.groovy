// Makes this project's pom the README's Maven set-up, as follows/prebuild.groovy (cloned beside this
// project) does for the plain project. 'basedir', 'readme' and 'projectVersion' come from the invoker.

Binding readmeStep = new Binding(basedir: basedir, readme: readme, projectVersion: projectVersion)
new GroovyShell(readmeStep).evaluate(new File(basedir, '../follows/prebuild.groovy'))
return true
